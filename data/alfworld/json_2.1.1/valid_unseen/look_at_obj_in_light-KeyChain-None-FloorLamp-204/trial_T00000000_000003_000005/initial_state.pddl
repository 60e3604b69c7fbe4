(define (problem plan_trial_T00000000_000003_000005)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        FloorLamp_bar__minus_01_dot_76_bar__plus_01_dot_20_bar__minus_02_dot_98 - object
        KeyChain_bar__minus_02_dot_04_bar__plus_01_dot_17_bar__plus_01_dot_02 - object
        Box_bar__minus_01_dot_40_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        CellPhone_bar__plus_02_dot_12_bar__plus_00_dot_15_bar__minus_00_dot_20 - object
        CreditCard_bar__plus_02_dot_53_bar__plus_00_dot_91_bar__plus_02_dot_04 - object
        CreditCard_bar__plus_02_dot_13_bar__plus_00_dot_41_bar__plus_00_dot_59 - object
        Laptop_bar__minus_02_dot_94_bar__plus_01_dot_33_bar__plus_00_dot_47 - object
        Laptop_bar__plus_02_dot_24_bar__plus_00_dot_33_bar__minus_00_dot_45 - object
        Pillow_bar__plus_00_dot_55_bar__plus_01_dot_23_bar__plus_00_dot_37 - object
        RemoteControl_bar__plus_02_dot_52_bar__plus_01_dot_33_bar__plus_01_dot_82 - object
        Statue_bar__minus_01_dot_65_bar__plus_01_dot_24_bar__minus_01_dot_82 - object
        Vase_bar__minus_02_dot_69_bar__plus_01_dot_04_bar__plus_00_dot_64 - object
        Vase_bar__plus_00_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_59 - object
        ArmChair_bar__minus_02_dot_63_bar_00_dot_00_bar__plus_02_dot_42 - receptacle
        Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 - receptacle
        DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24 - receptacle
        Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 - receptacle
        Shelf_bar__minus_04_dot_26_bar__plus_00_dot_83_bar__plus_00_dot_77 - receptacle
        Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15 - receptacle
        loc_bar_12_bar__minus_7_bar_0_bar_30 - location
        loc_bar__minus_11_bar_14_bar_2_bar_30 - location
        loc_bar__minus_11_bar_16_bar_3_bar_30 - location
        loc_bar__minus_11_bar_4_bar_3_bar_0 - location
        loc_bar__minus_14_bar_3_bar_3_bar_30 - location
        loc_bar__minus_2_bar_10_bar_2_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_7_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_63_bar_00_dot_00_bar__plus_02_dot_42 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_63_bar_00_dot_00_bar__plus_02_dot_42 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (receptacleType Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04 loc_bar__minus_7_bar__minus_4_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24)
        (receptacleType Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 loc_bar__minus_11_bar_4_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_04_dot_26_bar__plus_00_dot_83_bar__plus_00_dot_77 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_04_dot_26_bar__plus_00_dot_83_bar__plus_00_dot_77 loc_bar__minus_14_bar_3_bar_3_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15 loc_bar__minus_11_bar_16_bar_3_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain DeskType BoxType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType RemoteControlType)
        (canContain DeskType StatueType)
        (canContain DeskType VaseType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__minus_01_dot_76_bar__plus_01_dot_20_bar__minus_02_dot_98 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_01_dot_76_bar__plus_01_dot_20_bar__minus_02_dot_98 DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04)
        (objectAtLocation FloorLamp_bar__minus_01_dot_76_bar__plus_01_dot_20_bar__minus_02_dot_98 loc_bar__minus_7_bar__minus_4_bar_2_bar_30)
        (toggleable FloorLamp_bar__minus_01_dot_76_bar__plus_01_dot_20_bar__minus_02_dot_98)
        (objectType KeyChain_bar__minus_02_dot_04_bar__plus_01_dot_17_bar__plus_01_dot_02 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_04_bar__plus_01_dot_17_bar__plus_01_dot_02 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (objectAtLocation KeyChain_bar__minus_02_dot_04_bar__plus_01_dot_17_bar__plus_01_dot_02 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_04_bar__plus_01_dot_17_bar__plus_01_dot_02)
        (objectType Box_bar__minus_01_dot_40_bar__plus_00_dot_95_bar__minus_00_dot_30 BoxType)
        (inReceptacle Box_bar__minus_01_dot_40_bar__plus_00_dot_95_bar__minus_00_dot_30 Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15)
        (objectAtLocation Box_bar__minus_01_dot_40_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_11_bar_16_bar_3_bar_30)
        (pickupable Box_bar__minus_01_dot_40_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (isReceptacleObject Box_bar__minus_01_dot_40_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (objectType CellPhone_bar__plus_02_dot_12_bar__plus_00_dot_15_bar__minus_00_dot_20 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_02_dot_12_bar__plus_00_dot_15_bar__minus_00_dot_20 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24)
        (objectAtLocation CellPhone_bar__plus_02_dot_12_bar__plus_00_dot_15_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_02_dot_12_bar__plus_00_dot_15_bar__minus_00_dot_20)
        (objectType CreditCard_bar__plus_02_dot_53_bar__plus_00_dot_91_bar__plus_02_dot_04 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_53_bar__plus_00_dot_91_bar__plus_02_dot_04 DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04)
        (objectAtLocation CreditCard_bar__plus_02_dot_53_bar__plus_00_dot_91_bar__plus_02_dot_04 loc_bar__minus_7_bar__minus_4_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_53_bar__plus_00_dot_91_bar__plus_02_dot_04)
        (objectType CreditCard_bar__plus_02_dot_13_bar__plus_00_dot_41_bar__plus_00_dot_59 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_13_bar__plus_00_dot_41_bar__plus_00_dot_59 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24)
        (objectAtLocation CreditCard_bar__plus_02_dot_13_bar__plus_00_dot_41_bar__plus_00_dot_59 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_13_bar__plus_00_dot_41_bar__plus_00_dot_59)
        (objectType Laptop_bar__minus_02_dot_94_bar__plus_01_dot_33_bar__plus_00_dot_47 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_94_bar__plus_01_dot_33_bar__plus_00_dot_47 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (objectAtLocation Laptop_bar__minus_02_dot_94_bar__plus_01_dot_33_bar__plus_00_dot_47 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (pickupable Laptop_bar__minus_02_dot_94_bar__plus_01_dot_33_bar__plus_00_dot_47)
        (objectType Laptop_bar__plus_02_dot_24_bar__plus_00_dot_33_bar__minus_00_dot_45 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_24_bar__plus_00_dot_33_bar__minus_00_dot_45 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (objectAtLocation Laptop_bar__plus_02_dot_24_bar__plus_00_dot_33_bar__minus_00_dot_45 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (pickupable Laptop_bar__plus_02_dot_24_bar__plus_00_dot_33_bar__minus_00_dot_45)
        (objectType Pillow_bar__plus_00_dot_55_bar__plus_01_dot_23_bar__plus_00_dot_37 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_55_bar__plus_01_dot_23_bar__plus_00_dot_37 ArmChair_bar__minus_02_dot_63_bar_00_dot_00_bar__plus_02_dot_42)
        (objectAtLocation Pillow_bar__plus_00_dot_55_bar__plus_01_dot_23_bar__plus_00_dot_37 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (pickupable Pillow_bar__plus_00_dot_55_bar__plus_01_dot_23_bar__plus_00_dot_37)
        (objectType RemoteControl_bar__plus_02_dot_52_bar__plus_01_dot_33_bar__plus_01_dot_82 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_52_bar__plus_01_dot_33_bar__plus_01_dot_82 Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77)
        (objectAtLocation RemoteControl_bar__plus_02_dot_52_bar__plus_01_dot_33_bar__plus_01_dot_82 loc_bar__minus_11_bar_4_bar_3_bar_0)
        (pickupable RemoteControl_bar__plus_02_dot_52_bar__plus_01_dot_33_bar__plus_01_dot_82)
        (objectType Statue_bar__minus_01_dot_65_bar__plus_01_dot_24_bar__minus_01_dot_82 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_65_bar__plus_01_dot_24_bar__minus_01_dot_82 DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04)
        (objectAtLocation Statue_bar__minus_01_dot_65_bar__plus_01_dot_24_bar__minus_01_dot_82 loc_bar__minus_7_bar__minus_4_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_65_bar__plus_01_dot_24_bar__minus_01_dot_82)
        (objectType Vase_bar__minus_02_dot_69_bar__plus_01_dot_04_bar__plus_00_dot_64 VaseType)
        (inReceptacle Vase_bar__minus_02_dot_69_bar__plus_01_dot_04_bar__plus_00_dot_64 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (objectAtLocation Vase_bar__minus_02_dot_69_bar__plus_01_dot_04_bar__plus_00_dot_64 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (pickupable Vase_bar__minus_02_dot_69_bar__plus_01_dot_04_bar__plus_00_dot_64)
        (objectType Vase_bar__plus_00_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_59 VaseType)
        (inReceptacle Vase_bar__plus_00_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_59 DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04)
        (objectAtLocation Vase_bar__plus_00_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_59 loc_bar__minus_7_bar__minus_4_bar_2_bar_30)
        (pickupable Vase_bar__plus_00_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_59)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o KeyChainType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
