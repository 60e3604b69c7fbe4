(define (problem plan_trial_T00000000_000001_000072)
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
        CellPhoneType - otype
        CreditCardType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        PlateType - otype
        StatueType - otype
        VaseType - otype
        FloorLamp_bar__plus_02_dot_89_bar__plus_00_dot_26_bar__plus_02_dot_45 - object
        Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39 - object
        Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53 - object
        Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43 - object
        Box_bar__plus_01_dot_09_bar__plus_01_dot_13_bar__plus_02_dot_23 - object
        CellPhone_bar__plus_02_dot_21_bar__plus_01_dot_17_bar__plus_01_dot_25 - object
        CellPhone_bar__minus_00_dot_64_bar__plus_00_dot_40_bar__minus_02_dot_18 - object
        CreditCard_bar__minus_01_dot_12_bar__plus_01_dot_05_bar__minus_02_dot_06 - object
        KeyChain_bar__plus_01_dot_73_bar__plus_00_dot_17_bar__plus_01_dot_36 - object
        KeyChain_bar__plus_02_dot_17_bar__plus_01_dot_03_bar__plus_01_dot_63 - object
        Laptop_bar__minus_00_dot_30_bar__plus_00_dot_18_bar__minus_00_dot_08 - object
        Laptop_bar__minus_02_dot_50_bar__plus_00_dot_63_bar__plus_00_dot_91 - object
        Pillow_bar__minus_02_dot_76_bar__plus_00_dot_83_bar__plus_01_dot_32 - object
        Statue_bar__minus_02_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_66 - object
        Vase_bar__minus_01_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_32 - object
        Vase_bar__minus_00_dot_21_bar__plus_00_dot_40_bar__plus_01_dot_46 - object
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
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_0_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_8_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar__minus_8_bar_3_bar_30)
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
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PlateType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PlateType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__plus_02_dot_89_bar__plus_00_dot_26_bar__plus_02_dot_45 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_02_dot_89_bar__plus_00_dot_26_bar__plus_02_dot_45 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation FloorLamp_bar__plus_02_dot_89_bar__plus_00_dot_26_bar__plus_02_dot_45 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (toggleable FloorLamp_bar__plus_02_dot_89_bar__plus_00_dot_26_bar__plus_02_dot_45)
        (objectType Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39)
        (cleanable Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39)
        (heatable Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39)
        (coolable Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39)
        (isReceptacleObject Plate_bar__minus_00_dot_22_bar__plus_00_dot_89_bar__plus_01_dot_39)
        (objectType Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53 Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56)
        (objectAtLocation Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53)
        (cleanable Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53)
        (heatable Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53)
        (coolable Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53)
        (isReceptacleObject Plate_bar__plus_00_dot_83_bar__plus_00_dot_27_bar__minus_01_dot_53)
        (objectType Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43 Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56)
        (objectAtLocation Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43)
        (cleanable Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43)
        (heatable Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43)
        (coolable Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43)
        (isReceptacleObject Plate_bar__minus_01_dot_13_bar__plus_01_dot_31_bar__minus_01_dot_43)
        (objectType Box_bar__plus_01_dot_09_bar__plus_01_dot_13_bar__plus_02_dot_23 BoxType)
        (inReceptacle Box_bar__plus_01_dot_09_bar__plus_01_dot_13_bar__plus_02_dot_23 ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation Box_bar__plus_01_dot_09_bar__plus_01_dot_13_bar__plus_02_dot_23 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (pickupable Box_bar__plus_01_dot_09_bar__plus_01_dot_13_bar__plus_02_dot_23)
        (isReceptacleObject Box_bar__plus_01_dot_09_bar__plus_01_dot_13_bar__plus_02_dot_23)
        (objectType CellPhone_bar__plus_02_dot_21_bar__plus_01_dot_17_bar__plus_01_dot_25 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_02_dot_21_bar__plus_01_dot_17_bar__plus_01_dot_25 Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56)
        (objectAtLocation CellPhone_bar__plus_02_dot_21_bar__plus_01_dot_17_bar__plus_01_dot_25 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable CellPhone_bar__plus_02_dot_21_bar__plus_01_dot_17_bar__plus_01_dot_25)
        (objectType CellPhone_bar__minus_00_dot_64_bar__plus_00_dot_40_bar__minus_02_dot_18 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_00_dot_64_bar__plus_00_dot_40_bar__minus_02_dot_18 SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17)
        (objectAtLocation CellPhone_bar__minus_00_dot_64_bar__plus_00_dot_40_bar__minus_02_dot_18 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_00_dot_64_bar__plus_00_dot_40_bar__minus_02_dot_18)
        (objectType CreditCard_bar__minus_01_dot_12_bar__plus_01_dot_05_bar__minus_02_dot_06 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_12_bar__plus_01_dot_05_bar__minus_02_dot_06 Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76)
        (objectAtLocation CreditCard_bar__minus_01_dot_12_bar__plus_01_dot_05_bar__minus_02_dot_06 loc_bar_5_bar__minus_6_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_12_bar__plus_01_dot_05_bar__minus_02_dot_06)
        (objectType KeyChain_bar__plus_01_dot_73_bar__plus_00_dot_17_bar__plus_01_dot_36 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_73_bar__plus_00_dot_17_bar__plus_01_dot_36 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation KeyChain_bar__plus_01_dot_73_bar__plus_00_dot_17_bar__plus_01_dot_36 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_73_bar__plus_00_dot_17_bar__plus_01_dot_36)
        (objectType KeyChain_bar__plus_02_dot_17_bar__plus_01_dot_03_bar__plus_01_dot_63 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_17_bar__plus_01_dot_03_bar__plus_01_dot_63 Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93)
        (objectAtLocation KeyChain_bar__plus_02_dot_17_bar__plus_01_dot_03_bar__plus_01_dot_63 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_17_bar__plus_01_dot_03_bar__plus_01_dot_63)
        (objectType Laptop_bar__minus_00_dot_30_bar__plus_00_dot_18_bar__minus_00_dot_08 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_30_bar__plus_00_dot_18_bar__minus_00_dot_08 SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17)
        (objectAtLocation Laptop_bar__minus_00_dot_30_bar__plus_00_dot_18_bar__minus_00_dot_08 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable Laptop_bar__minus_00_dot_30_bar__plus_00_dot_18_bar__minus_00_dot_08)
        (objectType Laptop_bar__minus_02_dot_50_bar__plus_00_dot_63_bar__plus_00_dot_91 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_50_bar__plus_00_dot_63_bar__plus_00_dot_91 Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation Laptop_bar__minus_02_dot_50_bar__plus_00_dot_63_bar__plus_00_dot_91 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar__minus_02_dot_50_bar__plus_00_dot_63_bar__plus_00_dot_91)
        (objectType Pillow_bar__minus_02_dot_76_bar__plus_00_dot_83_bar__plus_01_dot_32 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_76_bar__plus_00_dot_83_bar__plus_01_dot_32 ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation Pillow_bar__minus_02_dot_76_bar__plus_00_dot_83_bar__plus_01_dot_32 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_76_bar__plus_00_dot_83_bar__plus_01_dot_32)
        (objectType Statue_bar__minus_02_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_66 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_66 Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56)
        (objectAtLocation Statue_bar__minus_02_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_66 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Statue_bar__minus_02_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_66)
        (objectType Vase_bar__minus_01_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_32 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_32 Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56)
        (objectAtLocation Vase_bar__minus_01_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_32 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Vase_bar__minus_01_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_32)
        (objectType Vase_bar__minus_00_dot_21_bar__plus_00_dot_40_bar__plus_01_dot_46 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_21_bar__plus_00_dot_40_bar__plus_01_dot_46 Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93)
        (objectAtLocation Vase_bar__minus_00_dot_21_bar__plus_00_dot_40_bar__plus_01_dot_46 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (pickupable Vase_bar__minus_00_dot_21_bar__plus_00_dot_40_bar__plus_01_dot_46)
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
                         (objectType ?o PlateType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
