(define (problem plan_trial_T00000000_000001_000008)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BookType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        RemoteControl_bar__plus_01_dot_03_bar__plus_00_dot_27_bar__minus_01_dot_28 - object
        RemoteControl_bar__minus_00_dot_82_bar__plus_01_dot_23_bar__plus_01_dot_32 - object
        Book_bar__minus_01_dot_94_bar__plus_00_dot_17_bar__plus_01_dot_28 - object
        Book_bar__plus_00_dot_63_bar__plus_00_dot_85_bar__minus_01_dot_05 - object
        CreditCard_bar__plus_00_dot_84_bar__plus_00_dot_33_bar__minus_02_dot_92 - object
        Pen_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_02_dot_64 - object
        Pen_bar__minus_01_dot_08_bar__plus_01_dot_10_bar__minus_01_dot_48 - object
        Pencil_bar__plus_00_dot_95_bar__plus_00_dot_74_bar__plus_00_dot_51 - object
        Pencil_bar__minus_02_dot_07_bar__plus_00_dot_62_bar__minus_00_dot_21 - object
        Pillow_bar__minus_01_dot_09_bar__plus_00_dot_92_bar__plus_02_dot_45 - object
        Pillow_bar__minus_00_dot_68_bar__plus_00_dot_36_bar__plus_00_dot_24 - object
        Statue_bar__minus_02_dot_56_bar__plus_00_dot_30_bar__plus_02_dot_63 - object
        ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 - receptacle
        CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 - receptacle
        Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 - receptacle
        SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 - receptacle
        SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 - receptacle
        Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 - receptacle
        loc_bar_11_bar_6_bar_3_bar_30 - location
        loc_bar__minus_12_bar_14_bar_2_bar_30 - location
        loc_bar__minus_14_bar_6_bar_2_bar_30 - location
        loc_bar__minus_20_bar_10_bar_3_bar_30 - location
        loc_bar__minus_20_bar_13_bar_2_bar_30 - location
        loc_bar__minus_20_bar_15_bar_2_bar_30 - location
        loc_bar__minus_21_bar_12_bar_2_bar_30 - location
        loc_bar__minus_21_bar_14_bar_2_bar_30 - location
        loc_bar__minus_21_bar_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_6_bar_11_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar_6_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68 loc_bar__minus_20_bar_15_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_68)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68 loc_bar__minus_21_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_68)
        (receptacleType Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 DresserType)
        (receptacleAtLocation Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_52 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType PenType)
        (canContain CoffeeTableType PencilType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain DresserType BookType)
        (canContain DresserType CreditCardType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain SideTableType BookType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BookType)
        (canContain SofaType CreditCardType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType RemoteControl_bar__plus_01_dot_03_bar__plus_00_dot_27_bar__minus_01_dot_28 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_03_bar__plus_00_dot_27_bar__minus_01_dot_28 SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29)
        (objectAtLocation RemoteControl_bar__plus_01_dot_03_bar__plus_00_dot_27_bar__minus_01_dot_28 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_03_bar__plus_00_dot_27_bar__minus_01_dot_28)
        (objectType RemoteControl_bar__minus_00_dot_82_bar__plus_01_dot_23_bar__plus_01_dot_32 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_00_dot_82_bar__plus_01_dot_23_bar__plus_01_dot_32 Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41)
        (objectAtLocation RemoteControl_bar__minus_00_dot_82_bar__plus_01_dot_23_bar__plus_01_dot_32 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_00_dot_82_bar__plus_01_dot_23_bar__plus_01_dot_32)
        (objectType Book_bar__minus_01_dot_94_bar__plus_00_dot_17_bar__plus_01_dot_28 BookType)
        (inReceptacle Book_bar__minus_01_dot_94_bar__plus_00_dot_17_bar__plus_01_dot_28 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13)
        (objectAtLocation Book_bar__minus_01_dot_94_bar__plus_00_dot_17_bar__plus_01_dot_28 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (pickupable Book_bar__minus_01_dot_94_bar__plus_00_dot_17_bar__plus_01_dot_28)
        (objectType Book_bar__plus_00_dot_63_bar__plus_00_dot_85_bar__minus_01_dot_05 BookType)
        (inReceptacle Book_bar__plus_00_dot_63_bar__plus_00_dot_85_bar__minus_01_dot_05 Dresser_bar__minus_05_dot_77_bar__plus_00_dot_02_bar__plus_02_dot_40)
        (objectAtLocation Book_bar__plus_00_dot_63_bar__plus_00_dot_85_bar__minus_01_dot_05 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (pickupable Book_bar__plus_00_dot_63_bar__plus_00_dot_85_bar__minus_01_dot_05)
        (objectType CreditCard_bar__plus_00_dot_84_bar__plus_00_dot_33_bar__minus_02_dot_92 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_84_bar__plus_00_dot_33_bar__minus_02_dot_92 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (objectAtLocation CreditCard_bar__plus_00_dot_84_bar__plus_00_dot_33_bar__minus_02_dot_92 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_84_bar__plus_00_dot_33_bar__minus_02_dot_92)
        (objectType Pen_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_02_dot_64 PenType)
        (inReceptacle Pen_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_02_dot_64 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_21_bar__plus_02_dot_13)
        (objectAtLocation Pen_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_02_dot_64 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (pickupable Pen_bar__minus_01_dot_75_bar__plus_01_dot_22_bar__plus_02_dot_64)
        (objectType Pen_bar__minus_01_dot_08_bar__plus_01_dot_10_bar__minus_01_dot_48 PenType)
        (inReceptacle Pen_bar__minus_01_dot_08_bar__plus_01_dot_10_bar__minus_01_dot_48 CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34)
        (objectAtLocation Pen_bar__minus_01_dot_08_bar__plus_01_dot_10_bar__minus_01_dot_48 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (pickupable Pen_bar__minus_01_dot_08_bar__plus_01_dot_10_bar__minus_01_dot_48)
        (objectType Pencil_bar__plus_00_dot_95_bar__plus_00_dot_74_bar__plus_00_dot_51 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_95_bar__plus_00_dot_74_bar__plus_00_dot_51 Drawer_bar__minus_05_dot_58_bar__plus_00_dot_52_bar__plus_02_dot_13)
        (objectAtLocation Pencil_bar__plus_00_dot_95_bar__plus_00_dot_74_bar__plus_00_dot_51 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (pickupable Pencil_bar__plus_00_dot_95_bar__plus_00_dot_74_bar__plus_00_dot_51)
        (objectType Pencil_bar__minus_02_dot_07_bar__plus_00_dot_62_bar__minus_00_dot_21 PencilType)
        (inReceptacle Pencil_bar__minus_02_dot_07_bar__plus_00_dot_62_bar__minus_00_dot_21 SideTable_bar__minus_05_dot_57_bar__plus_00_dot_02_bar__plus_00_dot_29)
        (objectAtLocation Pencil_bar__minus_02_dot_07_bar__plus_00_dot_62_bar__minus_00_dot_21 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable Pencil_bar__minus_02_dot_07_bar__plus_00_dot_62_bar__minus_00_dot_21)
        (objectType Pillow_bar__minus_01_dot_09_bar__plus_00_dot_92_bar__plus_02_dot_45 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_09_bar__plus_00_dot_92_bar__plus_02_dot_45 Sofa_bar__minus_03_dot_13_bar__plus_00_dot_02_bar__plus_00_dot_41)
        (objectAtLocation Pillow_bar__minus_01_dot_09_bar__plus_00_dot_92_bar__plus_02_dot_45 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (pickupable Pillow_bar__minus_01_dot_09_bar__plus_00_dot_92_bar__plus_02_dot_45)
        (objectType Pillow_bar__minus_00_dot_68_bar__plus_00_dot_36_bar__plus_00_dot_24 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_68_bar__plus_00_dot_36_bar__plus_00_dot_24 ArmChair_bar__minus_01_dot_32_bar__plus_00_dot_00_bar__plus_03_dot_65)
        (objectAtLocation Pillow_bar__minus_00_dot_68_bar__plus_00_dot_36_bar__plus_00_dot_24 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (pickupable Pillow_bar__minus_00_dot_68_bar__plus_00_dot_36_bar__plus_00_dot_24)
        (objectType Statue_bar__minus_02_dot_56_bar__plus_00_dot_30_bar__plus_02_dot_63 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_56_bar__plus_00_dot_30_bar__plus_02_dot_63 CoffeeTable_bar__minus_03_dot_04_bar__plus_00_dot_03_bar__plus_02_dot_34)
        (objectAtLocation Statue_bar__minus_02_dot_56_bar__plus_00_dot_30_bar__plus_02_dot_63 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (pickupable Statue_bar__minus_02_dot_56_bar__plus_00_dot_30_bar__plus_02_dot_63)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
