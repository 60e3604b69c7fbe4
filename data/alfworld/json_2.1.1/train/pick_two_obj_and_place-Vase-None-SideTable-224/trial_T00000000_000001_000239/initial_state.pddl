(define (problem plan_trial_T00000000_000001_000239)
(:domain alfred)
(:objects
        agent1 - agent
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        StatueType - otype
        VaseType - otype
        Vase_bar__plus_02_dot_39_bar__plus_00_dot_61_bar__minus_01_dot_22 - object
        Vase_bar__plus_02_dot_14_bar__plus_00_dot_91_bar__minus_00_dot_97 - object
        Vase_bar__minus_00_dot_34_bar__plus_00_dot_91_bar__minus_02_dot_48 - object
        Box_bar__minus_01_dot_94_bar__plus_01_dot_05_bar__plus_01_dot_83 - object
        CellPhone_bar__minus_02_dot_81_bar__plus_01_dot_39_bar__plus_02_dot_51 - object
        CellPhone_bar__minus_00_dot_03_bar__plus_00_dot_18_bar__plus_02_dot_21 - object
        CreditCard_bar__plus_00_dot_68_bar__plus_00_dot_25_bar__minus_02_dot_79 - object
        KeyChain_bar__minus_01_dot_08_bar__plus_01_dot_49_bar__minus_01_dot_54 - object
        Laptop_bar__plus_02_dot_56_bar__plus_00_dot_57_bar__minus_01_dot_33 - object
        Newspaper_bar__plus_00_dot_13_bar__plus_00_dot_75_bar__plus_01_dot_99 - object
        Newspaper_bar__plus_02_dot_34_bar__plus_00_dot_81_bar__minus_00_dot_97 - object
        Pillow_bar__minus_01_dot_96_bar__plus_00_dot_59_bar__plus_00_dot_48 - object
        Statue_bar__minus_01_dot_03_bar__plus_00_dot_32_bar__minus_02_dot_10 - object
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 - receptacle
        Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 - receptacle
        Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 - receptacle
        SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_00_dot_37 - receptacle
        SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 - receptacle
        Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 - receptacle
        loc_bar_0_bar__minus_7_bar_2_bar_30 - location
        loc_bar_10_bar_2_bar_2_bar_30 - location
        loc_bar_10_bar_5_bar_2_bar_30 - location
        loc_bar_10_bar__minus_7_bar_0_bar_30 - location
        loc_bar_11_bar__minus_3_bar_0_bar_30 - location
        loc_bar_9_bar_6_bar_2_bar_30 - location
        loc_bar__minus_10_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_1_bar_30 - location
        loc_bar__minus_4_bar_9_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_8_bar_1_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar__minus_7_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 loc_bar_9_bar_6_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 loc_bar_10_bar_5_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 loc_bar_10_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 loc_bar__minus_5_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 loc_bar__minus_4_bar_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 loc_bar__minus_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49 loc_bar__minus_10_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49)
        (receptacleType Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_00_dot_37 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_00_dot_37 loc_bar_11_bar__minus_3_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 loc_bar_10_bar__minus_7_bar_0_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType StatueType)
        (canContain DresserType VaseType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType Vase_bar__plus_02_dot_39_bar__plus_00_dot_61_bar__minus_01_dot_22 VaseType)
        (inReceptacle Vase_bar__plus_02_dot_39_bar__plus_00_dot_61_bar__minus_01_dot_22 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Vase_bar__plus_02_dot_39_bar__plus_00_dot_61_bar__minus_01_dot_22 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Vase_bar__plus_02_dot_39_bar__plus_00_dot_61_bar__minus_01_dot_22)
        (objectType Vase_bar__plus_02_dot_14_bar__plus_00_dot_91_bar__minus_00_dot_97 VaseType)
        (inReceptacle Vase_bar__plus_02_dot_14_bar__plus_00_dot_91_bar__minus_00_dot_97 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Vase_bar__plus_02_dot_14_bar__plus_00_dot_91_bar__minus_00_dot_97 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Vase_bar__plus_02_dot_14_bar__plus_00_dot_91_bar__minus_00_dot_97)
        (objectType Vase_bar__minus_00_dot_34_bar__plus_00_dot_91_bar__minus_02_dot_48 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_34_bar__plus_00_dot_91_bar__minus_02_dot_48 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Vase_bar__minus_00_dot_34_bar__plus_00_dot_91_bar__minus_02_dot_48 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Vase_bar__minus_00_dot_34_bar__plus_00_dot_91_bar__minus_02_dot_48)
        (objectType Box_bar__minus_01_dot_94_bar__plus_01_dot_05_bar__plus_01_dot_83 BoxType)
        (inReceptacle Box_bar__minus_01_dot_94_bar__plus_01_dot_05_bar__plus_01_dot_83 SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_00_dot_37)
        (objectAtLocation Box_bar__minus_01_dot_94_bar__plus_01_dot_05_bar__plus_01_dot_83 loc_bar_11_bar__minus_3_bar_0_bar_30)
        (pickupable Box_bar__minus_01_dot_94_bar__plus_01_dot_05_bar__plus_01_dot_83)
        (isReceptacleObject Box_bar__minus_01_dot_94_bar__plus_01_dot_05_bar__plus_01_dot_83)
        (objectType CellPhone_bar__minus_02_dot_81_bar__plus_01_dot_39_bar__plus_02_dot_51 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_81_bar__plus_01_dot_39_bar__plus_02_dot_51 Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39)
        (objectAtLocation CellPhone_bar__minus_02_dot_81_bar__plus_01_dot_39_bar__plus_02_dot_51 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_81_bar__plus_01_dot_39_bar__plus_02_dot_51)
        (objectType CellPhone_bar__minus_00_dot_03_bar__plus_00_dot_18_bar__plus_02_dot_21 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_00_dot_03_bar__plus_00_dot_18_bar__plus_02_dot_21 Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (objectAtLocation CellPhone_bar__minus_00_dot_03_bar__plus_00_dot_18_bar__plus_02_dot_21 loc_bar_9_bar_6_bar_2_bar_30)
        (pickupable CellPhone_bar__minus_00_dot_03_bar__plus_00_dot_18_bar__plus_02_dot_21)
        (objectType CreditCard_bar__plus_00_dot_68_bar__plus_00_dot_25_bar__minus_02_dot_79 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_68_bar__plus_00_dot_25_bar__minus_02_dot_79 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99)
        (objectAtLocation CreditCard_bar__plus_00_dot_68_bar__plus_00_dot_25_bar__minus_02_dot_79 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_68_bar__plus_00_dot_25_bar__minus_02_dot_79)
        (objectType KeyChain_bar__minus_01_dot_08_bar__plus_01_dot_49_bar__minus_01_dot_54 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_08_bar__plus_01_dot_49_bar__minus_01_dot_54 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47)
        (objectAtLocation KeyChain_bar__minus_01_dot_08_bar__plus_01_dot_49_bar__minus_01_dot_54 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_08_bar__plus_01_dot_49_bar__minus_01_dot_54)
        (objectType Laptop_bar__plus_02_dot_56_bar__plus_00_dot_57_bar__minus_01_dot_33 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_56_bar__plus_00_dot_57_bar__minus_01_dot_33 SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57)
        (objectAtLocation Laptop_bar__plus_02_dot_56_bar__plus_00_dot_57_bar__minus_01_dot_33 loc_bar_10_bar__minus_7_bar_0_bar_30)
        (pickupable Laptop_bar__plus_02_dot_56_bar__plus_00_dot_57_bar__minus_01_dot_33)
        (objectType Newspaper_bar__plus_00_dot_13_bar__plus_00_dot_75_bar__plus_01_dot_99 NewspaperType)
        (inReceptacle Newspaper_bar__plus_00_dot_13_bar__plus_00_dot_75_bar__plus_01_dot_99 Drawer_bar__minus_03_dot_13_bar__plus_00_dot_09_bar__minus_00_dot_49)
        (objectAtLocation Newspaper_bar__plus_00_dot_13_bar__plus_00_dot_75_bar__plus_01_dot_99 loc_bar__minus_10_bar__minus_6_bar_0_bar_30)
        (pickupable Newspaper_bar__plus_00_dot_13_bar__plus_00_dot_75_bar__plus_01_dot_99)
        (objectType Newspaper_bar__plus_02_dot_34_bar__plus_00_dot_81_bar__minus_00_dot_97 NewspaperType)
        (inReceptacle Newspaper_bar__plus_02_dot_34_bar__plus_00_dot_81_bar__minus_00_dot_97 SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57)
        (objectAtLocation Newspaper_bar__plus_02_dot_34_bar__plus_00_dot_81_bar__minus_00_dot_97 loc_bar_10_bar__minus_7_bar_0_bar_30)
        (pickupable Newspaper_bar__plus_02_dot_34_bar__plus_00_dot_81_bar__minus_00_dot_97)
        (objectType Pillow_bar__minus_01_dot_96_bar__plus_00_dot_59_bar__plus_00_dot_48 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_96_bar__plus_00_dot_59_bar__plus_00_dot_48 Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39)
        (objectAtLocation Pillow_bar__minus_01_dot_96_bar__plus_00_dot_59_bar__plus_00_dot_48 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_96_bar__plus_00_dot_59_bar__plus_00_dot_48)
        (objectType Statue_bar__minus_01_dot_03_bar__plus_00_dot_32_bar__minus_02_dot_10 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_03_bar__plus_00_dot_32_bar__minus_02_dot_10 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Statue_bar__minus_01_dot_03_bar__plus_00_dot_32_bar__minus_02_dot_10 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Statue_bar__minus_01_dot_03_bar__plus_00_dot_32_bar__minus_02_dot_10)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 VaseType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 VaseType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
