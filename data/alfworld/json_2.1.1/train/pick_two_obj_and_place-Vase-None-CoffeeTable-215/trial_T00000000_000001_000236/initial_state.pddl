(define (problem plan_trial_T00000000_000001_000236)
(:domain alfred)
(:objects
        agent1 - agent
        CoffeeTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        WatchType - otype
        Vase_bar__plus_00_dot_28_bar__plus_00_dot_70_bar__minus_00_dot_40 - object
        Vase_bar__plus_02_dot_23_bar__plus_00_dot_82_bar__plus_00_dot_57 - object
        Vase_bar__plus_01_dot_85_bar__plus_00_dot_11_bar__minus_00_dot_70 - object
        Box_bar__minus_02_dot_11_bar__plus_01_dot_22_bar__minus_02_dot_32 - object
        Laptop_bar__plus_01_dot_93_bar__plus_00_dot_09_bar__plus_02_dot_69 - object
        Pillow_bar__plus_00_dot_31_bar__plus_00_dot_72_bar__plus_01_dot_20 - object
        RemoteControl_bar__minus_02_dot_90_bar__plus_00_dot_80_bar__plus_01_dot_07 - object
        RemoteControl_bar__plus_00_dot_77_bar__plus_00_dot_78_bar__minus_02_dot_32 - object
        Statue_bar__minus_02_dot_21_bar__plus_01_dot_30_bar__minus_00_dot_18 - object
        Watch_bar__plus_02_dot_96_bar__plus_00_dot_83_bar__plus_02_dot_55 - object
        Watch_bar__minus_01_dot_88_bar__plus_00_dot_96_bar__minus_02_dot_31 - object
        CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 - receptacle
        CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_00_dot_14_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_00_dot_44_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_14_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_01_dot_27_bar__plus_04_dot_35 - receptacle
        SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00 - receptacle
        SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98 - receptacle
        Sofa_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__plus_03_dot_92 - receptacle
        loc_bar__minus_11_bar_24_bar_0_bar_30 - location
        loc_bar__minus_11_bar_25_bar_0_bar_30 - location
        loc_bar__minus_11_bar_26_bar_0_bar_30 - location
        loc_bar__minus_14_bar_16_bar_1_bar_30 - location
        loc_bar__minus_16_bar_28_bar_1_bar_30 - location
        loc_bar__minus_17_bar_26_bar_3_bar_30 - location
        loc_bar__minus_19_bar_17_bar_3_bar_30 - location
        loc_bar__minus_20_bar_17_bar_3_bar_30 - location
        loc_bar__minus_21_bar_16_bar_3_bar_30 - location
        loc_bar__minus_21_bar_20_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_6_bar_24_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_7_bar_15_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_1_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 loc_bar__minus_14_bar_16_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 loc_bar__minus_17_bar_26_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_87_bar__plus_00_dot_14_bar__plus_07_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_87_bar__plus_00_dot_14_bar__plus_07_dot_18 loc_bar__minus_11_bar_24_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_87_bar__plus_00_dot_44_bar__plus_07_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_87_bar__plus_00_dot_44_bar__plus_07_dot_18 loc_bar__minus_11_bar_25_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18 loc_bar__minus_11_bar_26_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18 loc_bar__minus_16_bar_28_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_96_bar__plus_00_dot_14_bar__plus_04_dot_35 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_96_bar__plus_00_dot_14_bar__plus_04_dot_35 loc_bar__minus_19_bar_17_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_96_bar__plus_01_dot_27_bar__plus_04_dot_35 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_96_bar__plus_01_dot_27_bar__plus_04_dot_35 loc_bar__minus_21_bar_20_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__plus_03_dot_92 SofaType)
        (receptacleAtLocation Sofa_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__plus_03_dot_92 loc_bar__minus_7_bar_15_bar_1_bar_30)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain ShelfType BoxType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType Vase_bar__plus_00_dot_28_bar__plus_00_dot_70_bar__minus_00_dot_40 VaseType)
        (inReceptacle Vase_bar__plus_00_dot_28_bar__plus_00_dot_70_bar__minus_00_dot_40 Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18)
        (objectAtLocation Vase_bar__plus_00_dot_28_bar__plus_00_dot_70_bar__minus_00_dot_40 loc_bar__minus_11_bar_26_bar_0_bar_30)
        (pickupable Vase_bar__plus_00_dot_28_bar__plus_00_dot_70_bar__minus_00_dot_40)
        (objectType Vase_bar__plus_02_dot_23_bar__plus_00_dot_82_bar__plus_00_dot_57 VaseType)
        (inReceptacle Vase_bar__plus_02_dot_23_bar__plus_00_dot_82_bar__plus_00_dot_57 SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00)
        (objectAtLocation Vase_bar__plus_02_dot_23_bar__plus_00_dot_82_bar__plus_00_dot_57 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Vase_bar__plus_02_dot_23_bar__plus_00_dot_82_bar__plus_00_dot_57)
        (objectType Vase_bar__plus_01_dot_85_bar__plus_00_dot_11_bar__minus_00_dot_70 VaseType)
        (inReceptacle Vase_bar__plus_01_dot_85_bar__plus_00_dot_11_bar__minus_00_dot_70 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35)
        (objectAtLocation Vase_bar__plus_01_dot_85_bar__plus_00_dot_11_bar__minus_00_dot_70 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (pickupable Vase_bar__plus_01_dot_85_bar__plus_00_dot_11_bar__minus_00_dot_70)
        (objectType Box_bar__minus_02_dot_11_bar__plus_01_dot_22_bar__minus_02_dot_32 BoxType)
        (inReceptacle Box_bar__minus_02_dot_11_bar__plus_01_dot_22_bar__minus_02_dot_32 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35)
        (objectAtLocation Box_bar__minus_02_dot_11_bar__plus_01_dot_22_bar__minus_02_dot_32 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (pickupable Box_bar__minus_02_dot_11_bar__plus_01_dot_22_bar__minus_02_dot_32)
        (isReceptacleObject Box_bar__minus_02_dot_11_bar__plus_01_dot_22_bar__minus_02_dot_32)
        (objectType Laptop_bar__plus_01_dot_93_bar__plus_00_dot_09_bar__plus_02_dot_69 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_93_bar__plus_00_dot_09_bar__plus_02_dot_69 SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00)
        (objectAtLocation Laptop_bar__plus_01_dot_93_bar__plus_00_dot_09_bar__plus_02_dot_69 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Laptop_bar__plus_01_dot_93_bar__plus_00_dot_09_bar__plus_02_dot_69)
        (objectType Pillow_bar__plus_00_dot_31_bar__plus_00_dot_72_bar__plus_01_dot_20 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_31_bar__plus_00_dot_72_bar__plus_01_dot_20 Sofa_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__plus_03_dot_92)
        (objectAtLocation Pillow_bar__plus_00_dot_31_bar__plus_00_dot_72_bar__plus_01_dot_20 loc_bar__minus_7_bar_15_bar_1_bar_30)
        (pickupable Pillow_bar__plus_00_dot_31_bar__plus_00_dot_72_bar__plus_01_dot_20)
        (objectType RemoteControl_bar__minus_02_dot_90_bar__plus_00_dot_80_bar__plus_01_dot_07 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_90_bar__plus_00_dot_80_bar__plus_01_dot_07 SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00)
        (objectAtLocation RemoteControl_bar__minus_02_dot_90_bar__plus_00_dot_80_bar__plus_01_dot_07 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_02_dot_90_bar__plus_00_dot_80_bar__plus_01_dot_07)
        (objectType RemoteControl_bar__plus_00_dot_77_bar__plus_00_dot_78_bar__minus_02_dot_32 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_77_bar__plus_00_dot_78_bar__minus_02_dot_32 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35)
        (objectAtLocation RemoteControl_bar__plus_00_dot_77_bar__plus_00_dot_78_bar__minus_02_dot_32 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_77_bar__plus_00_dot_78_bar__minus_02_dot_32)
        (objectType Statue_bar__minus_02_dot_21_bar__plus_01_dot_30_bar__minus_00_dot_18 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_21_bar__plus_01_dot_30_bar__minus_00_dot_18 Shelf_bar__minus_02_dot_87_bar__plus_00_dot_44_bar__plus_07_dot_18)
        (objectAtLocation Statue_bar__minus_02_dot_21_bar__plus_01_dot_30_bar__minus_00_dot_18 loc_bar__minus_11_bar_25_bar_0_bar_30)
        (pickupable Statue_bar__minus_02_dot_21_bar__plus_01_dot_30_bar__minus_00_dot_18)
        (objectType Watch_bar__plus_02_dot_96_bar__plus_00_dot_83_bar__plus_02_dot_55 WatchType)
        (inReceptacle Watch_bar__plus_02_dot_96_bar__plus_00_dot_83_bar__plus_02_dot_55 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_14_bar__plus_04_dot_35)
        (objectAtLocation Watch_bar__plus_02_dot_96_bar__plus_00_dot_83_bar__plus_02_dot_55 loc_bar__minus_19_bar_17_bar_3_bar_30)
        (pickupable Watch_bar__plus_02_dot_96_bar__plus_00_dot_83_bar__plus_02_dot_55)
        (objectType Watch_bar__minus_01_dot_88_bar__plus_00_dot_96_bar__minus_02_dot_31 WatchType)
        (inReceptacle Watch_bar__minus_01_dot_88_bar__plus_00_dot_96_bar__minus_02_dot_31 Shelf_bar__minus_02_dot_87_bar__plus_00_dot_14_bar__plus_07_dot_18)
        (objectAtLocation Watch_bar__minus_01_dot_88_bar__plus_00_dot_96_bar__minus_02_dot_31 loc_bar__minus_11_bar_24_bar_0_bar_30)
        (pickupable Watch_bar__minus_01_dot_88_bar__plus_00_dot_96_bar__minus_02_dot_31)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 VaseType)
                                    (receptacleType ?r CoffeeTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 VaseType)
                                            (receptacleType ?r CoffeeTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
