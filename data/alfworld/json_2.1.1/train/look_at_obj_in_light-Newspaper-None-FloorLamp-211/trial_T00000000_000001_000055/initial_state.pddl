(define (problem plan_trial_T00000000_000001_000055)
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
        KnifeType - otype
        NewspaperType - otype
        PillowType - otype
        PlateType - otype
        VaseType - otype
        FloorLamp_bar__plus_01_dot_69_bar__plus_01_dot_24_bar__plus_01_dot_51 - object
        Newspaper_bar__minus_00_dot_14_bar__plus_00_dot_57_bar__plus_01_dot_51 - object
        Newspaper_bar__plus_02_dot_47_bar__plus_00_dot_51_bar__minus_01_dot_12 - object
        Box_bar__minus_02_dot_53_bar__plus_00_dot_65_bar__plus_02_dot_06 - object
        Box_bar__minus_02_dot_53_bar__plus_00_dot_01_bar__plus_02_dot_83 - object
        CellPhone_bar__minus_02_dot_69_bar__plus_01_dot_17_bar__minus_01_dot_20 - object
        CellPhone_bar__minus_01_dot_74_bar__plus_00_dot_08_bar__minus_01_dot_81 - object
        CreditCard_bar__plus_02_dot_46_bar__plus_00_dot_06_bar__minus_00_dot_55 - object
        Pillow_bar__plus_00_dot_34_bar__plus_00_dot_86_bar__plus_02_dot_85 - object
        Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17 - object
        Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53 - object
        Vase_bar__plus_01_dot_09_bar__plus_00_dot_34_bar__minus_01_dot_56 - object
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
        loc_bar__minus_2_bar_12_bar_3_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_0_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar_12_bar_3_bar_30)
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
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType PlateType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__plus_01_dot_69_bar__plus_01_dot_24_bar__plus_01_dot_51 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_01_dot_69_bar__plus_01_dot_24_bar__plus_01_dot_51 SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17)
        (objectAtLocation FloorLamp_bar__plus_01_dot_69_bar__plus_01_dot_24_bar__plus_01_dot_51 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (toggleable FloorLamp_bar__plus_01_dot_69_bar__plus_01_dot_24_bar__plus_01_dot_51)
        (objectType Newspaper_bar__minus_00_dot_14_bar__plus_00_dot_57_bar__plus_01_dot_51 NewspaperType)
        (inReceptacle Newspaper_bar__minus_00_dot_14_bar__plus_00_dot_57_bar__plus_01_dot_51 Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation Newspaper_bar__minus_00_dot_14_bar__plus_00_dot_57_bar__plus_01_dot_51 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_00_dot_14_bar__plus_00_dot_57_bar__plus_01_dot_51)
        (objectType Newspaper_bar__plus_02_dot_47_bar__plus_00_dot_51_bar__minus_01_dot_12 NewspaperType)
        (inReceptacle Newspaper_bar__plus_02_dot_47_bar__plus_00_dot_51_bar__minus_01_dot_12 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Newspaper_bar__plus_02_dot_47_bar__plus_00_dot_51_bar__minus_01_dot_12 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Newspaper_bar__plus_02_dot_47_bar__plus_00_dot_51_bar__minus_01_dot_12)
        (objectType Box_bar__minus_02_dot_53_bar__plus_00_dot_65_bar__plus_02_dot_06 BoxType)
        (inReceptacle Box_bar__minus_02_dot_53_bar__plus_00_dot_65_bar__plus_02_dot_06 SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17)
        (objectAtLocation Box_bar__minus_02_dot_53_bar__plus_00_dot_65_bar__plus_02_dot_06 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable Box_bar__minus_02_dot_53_bar__plus_00_dot_65_bar__plus_02_dot_06)
        (isReceptacleObject Box_bar__minus_02_dot_53_bar__plus_00_dot_65_bar__plus_02_dot_06)
        (objectType Box_bar__minus_02_dot_53_bar__plus_00_dot_01_bar__plus_02_dot_83 BoxType)
        (inReceptacle Box_bar__minus_02_dot_53_bar__plus_00_dot_01_bar__plus_02_dot_83 ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation Box_bar__minus_02_dot_53_bar__plus_00_dot_01_bar__plus_02_dot_83 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (pickupable Box_bar__minus_02_dot_53_bar__plus_00_dot_01_bar__plus_02_dot_83)
        (isReceptacleObject Box_bar__minus_02_dot_53_bar__plus_00_dot_01_bar__plus_02_dot_83)
        (objectType CellPhone_bar__minus_02_dot_69_bar__plus_01_dot_17_bar__minus_01_dot_20 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_69_bar__plus_01_dot_17_bar__minus_01_dot_20 Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56)
        (objectAtLocation CellPhone_bar__minus_02_dot_69_bar__plus_01_dot_17_bar__minus_01_dot_20 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_69_bar__plus_01_dot_17_bar__minus_01_dot_20)
        (objectType CellPhone_bar__minus_01_dot_74_bar__plus_00_dot_08_bar__minus_01_dot_81 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_01_dot_74_bar__plus_00_dot_08_bar__minus_01_dot_81 Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93)
        (objectAtLocation CellPhone_bar__minus_01_dot_74_bar__plus_00_dot_08_bar__minus_01_dot_81 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (pickupable CellPhone_bar__minus_01_dot_74_bar__plus_00_dot_08_bar__minus_01_dot_81)
        (objectType CreditCard_bar__plus_02_dot_46_bar__plus_00_dot_06_bar__minus_00_dot_55 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_46_bar__plus_00_dot_06_bar__minus_00_dot_55 Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation CreditCard_bar__plus_02_dot_46_bar__plus_00_dot_06_bar__minus_00_dot_55 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_46_bar__plus_00_dot_06_bar__minus_00_dot_55)
        (objectType Pillow_bar__plus_00_dot_34_bar__plus_00_dot_86_bar__plus_02_dot_85 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_34_bar__plus_00_dot_86_bar__plus_02_dot_85 Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39)
        (objectAtLocation Pillow_bar__plus_00_dot_34_bar__plus_00_dot_86_bar__plus_02_dot_85 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Pillow_bar__plus_00_dot_34_bar__plus_00_dot_86_bar__plus_02_dot_85)
        (objectType Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17 Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56)
        (objectAtLocation Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17)
        (cleanable Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17)
        (heatable Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17)
        (coolable Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17)
        (isReceptacleObject Plate_bar__plus_01_dot_52_bar__plus_00_dot_44_bar__plus_02_dot_17)
        (objectType Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53 Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56)
        (objectAtLocation Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53)
        (cleanable Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53)
        (heatable Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53)
        (coolable Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53)
        (isReceptacleObject Plate_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_01_dot_53)
        (objectType Vase_bar__plus_01_dot_09_bar__plus_00_dot_34_bar__minus_01_dot_56 VaseType)
        (inReceptacle Vase_bar__plus_01_dot_09_bar__plus_00_dot_34_bar__minus_01_dot_56 Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56)
        (objectAtLocation Vase_bar__plus_01_dot_09_bar__plus_00_dot_34_bar__minus_01_dot_56 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable Vase_bar__plus_01_dot_09_bar__plus_00_dot_34_bar__minus_01_dot_56)
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
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
