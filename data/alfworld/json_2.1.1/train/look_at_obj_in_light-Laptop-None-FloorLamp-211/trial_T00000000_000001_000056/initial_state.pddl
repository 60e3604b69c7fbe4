(define (problem plan_trial_T00000000_000001_000056)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        StatueType - otype
        FloorLamp_bar__plus_00_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_49 - object
        Laptop_bar__plus_02_dot_66_bar__plus_00_dot_47_bar__plus_00_dot_41 - object
        Laptop_bar__plus_01_dot_69_bar__plus_00_dot_01_bar__minus_02_dot_39 - object
        Laptop_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__minus_01_dot_28 - object
        Box_bar__plus_02_dot_24_bar__plus_00_dot_40_bar__plus_02_dot_12 - object
        CreditCard_bar__minus_02_dot_43_bar__plus_00_dot_50_bar__minus_02_dot_52 - object
        CreditCard_bar__minus_02_dot_53_bar__plus_00_dot_49_bar__plus_01_dot_98 - object
        KeyChain_bar__plus_00_dot_44_bar__plus_00_dot_23_bar__plus_00_dot_53 - object
        KeyChain_bar__minus_01_dot_62_bar__plus_01_dot_35_bar__plus_01_dot_14 - object
        Pillow_bar__minus_02_dot_10_bar__plus_00_dot_83_bar__plus_01_dot_71 - object
        Pillow_bar__minus_00_dot_87_bar__plus_00_dot_53_bar__plus_01_dot_25 - object
        Statue_bar__minus_01_dot_55_bar__plus_01_dot_00_bar__minus_02_dot_54 - object
        ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49 - receptacle
        CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42 - receptacle
        Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76 - receptacle
        Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93 - receptacle
        Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56 - receptacle
        Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56 - receptacle
        SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17 - receptacle
        Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39 - receptacle
        TVStand_bar__minus_01_dot_97_bar_00_dot_00_bar__plus_00_dot_56 - receptacle
        loc_bar_10_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar__minus_6_bar_0_bar_30 - location
        loc_bar_8_bar__minus_9_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_0_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar__minus_9_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76 loc_bar_5_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76)
        (receptacleType Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (receptacleType Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType TVStand_bar__minus_01_dot_97_bar_00_dot_00_bar__plus_00_dot_56 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_01_dot_97_bar_00_dot_00_bar__plus_00_dot_56 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType StatueType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType StatueType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType StatueType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__plus_00_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_49 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_00_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_49 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation FloorLamp_bar__plus_00_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_49 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (toggleable FloorLamp_bar__plus_00_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_49)
        (objectType Laptop_bar__plus_02_dot_66_bar__plus_00_dot_47_bar__plus_00_dot_41 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_66_bar__plus_00_dot_47_bar__plus_00_dot_41 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Laptop_bar__plus_02_dot_66_bar__plus_00_dot_47_bar__plus_00_dot_41 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar__plus_02_dot_66_bar__plus_00_dot_47_bar__plus_00_dot_41)
        (objectType Laptop_bar__plus_01_dot_69_bar__plus_00_dot_01_bar__minus_02_dot_39 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_69_bar__plus_00_dot_01_bar__minus_02_dot_39 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Laptop_bar__plus_01_dot_69_bar__plus_00_dot_01_bar__minus_02_dot_39 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar__plus_01_dot_69_bar__plus_00_dot_01_bar__minus_02_dot_39)
        (objectType Laptop_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__minus_01_dot_28 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__minus_01_dot_28 SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17)
        (objectAtLocation Laptop_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__minus_01_dot_28 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable Laptop_bar__plus_01_dot_78_bar__plus_00_dot_53_bar__minus_01_dot_28)
        (objectType Box_bar__plus_02_dot_24_bar__plus_00_dot_40_bar__plus_02_dot_12 BoxType)
        (inReceptacle Box_bar__plus_02_dot_24_bar__plus_00_dot_40_bar__plus_02_dot_12 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Box_bar__plus_02_dot_24_bar__plus_00_dot_40_bar__plus_02_dot_12 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Box_bar__plus_02_dot_24_bar__plus_00_dot_40_bar__plus_02_dot_12)
        (isReceptacleObject Box_bar__plus_02_dot_24_bar__plus_00_dot_40_bar__plus_02_dot_12)
        (objectType CreditCard_bar__minus_02_dot_43_bar__plus_00_dot_50_bar__minus_02_dot_52 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_43_bar__plus_00_dot_50_bar__minus_02_dot_52 SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17)
        (objectAtLocation CreditCard_bar__minus_02_dot_43_bar__plus_00_dot_50_bar__minus_02_dot_52 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_43_bar__plus_00_dot_50_bar__minus_02_dot_52)
        (objectType CreditCard_bar__minus_02_dot_53_bar__plus_00_dot_49_bar__plus_01_dot_98 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_53_bar__plus_00_dot_49_bar__plus_01_dot_98 SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17)
        (objectAtLocation CreditCard_bar__minus_02_dot_53_bar__plus_00_dot_49_bar__plus_01_dot_98 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_53_bar__plus_00_dot_49_bar__plus_01_dot_98)
        (objectType KeyChain_bar__plus_00_dot_44_bar__plus_00_dot_23_bar__plus_00_dot_53 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_44_bar__plus_00_dot_23_bar__plus_00_dot_53 Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56)
        (objectAtLocation KeyChain_bar__plus_00_dot_44_bar__plus_00_dot_23_bar__plus_00_dot_53 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_44_bar__plus_00_dot_23_bar__plus_00_dot_53)
        (objectType KeyChain_bar__minus_01_dot_62_bar__plus_01_dot_35_bar__plus_01_dot_14 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_62_bar__plus_01_dot_35_bar__plus_01_dot_14 ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation KeyChain_bar__minus_01_dot_62_bar__plus_01_dot_35_bar__plus_01_dot_14 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_62_bar__plus_01_dot_35_bar__plus_01_dot_14)
        (objectType Pillow_bar__minus_02_dot_10_bar__plus_00_dot_83_bar__plus_01_dot_71 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_10_bar__plus_00_dot_83_bar__plus_01_dot_71 ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation Pillow_bar__minus_02_dot_10_bar__plus_00_dot_83_bar__plus_01_dot_71 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_10_bar__plus_00_dot_83_bar__plus_01_dot_71)
        (objectType Pillow_bar__minus_00_dot_87_bar__plus_00_dot_53_bar__plus_01_dot_25 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_87_bar__plus_00_dot_53_bar__plus_01_dot_25 Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation Pillow_bar__minus_00_dot_87_bar__plus_00_dot_53_bar__plus_01_dot_25 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Pillow_bar__minus_00_dot_87_bar__plus_00_dot_53_bar__plus_01_dot_25)
        (objectType Statue_bar__minus_01_dot_55_bar__plus_01_dot_00_bar__minus_02_dot_54 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_55_bar__plus_01_dot_00_bar__minus_02_dot_54 SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17)
        (objectAtLocation Statue_bar__minus_01_dot_55_bar__plus_01_dot_00_bar__minus_02_dot_54 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable Statue_bar__minus_01_dot_55_bar__plus_01_dot_00_bar__minus_02_dot_54)
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
                         (objectType ?o LaptopType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
