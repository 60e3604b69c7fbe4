(define (problem plan_trial_T00000000_000001_000012)
(:domain alfred)
(:objects
        agent1 - agent
        CoffeeTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        RemoteControlType - otype
        Box_bar__minus_02_dot_36_bar__plus_01_dot_17_bar__minus_01_dot_25 - object
        Box_bar__plus_02_dot_51_bar__plus_01_dot_19_bar__plus_00_dot_21 - object
        CreditCard_bar__plus_01_dot_37_bar__plus_00_dot_63_bar__plus_02_dot_08 - object
        RemoteControl_bar__minus_02_dot_05_bar__plus_00_dot_56_bar__minus_00_dot_62 - object
        CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 - receptacle
        CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_00_dot_44_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_14_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_01_dot_27_bar__plus_04_dot_35 - receptacle
        SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00 - receptacle
        SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98 - receptacle
        loc_bar__minus_11_bar_25_bar_0_bar_30 - location
        loc_bar__minus_11_bar_26_bar_0_bar_30 - location
        loc_bar__minus_14_bar_16_bar_1_bar_30 - location
        loc_bar__minus_16_bar_28_bar_1_bar_30 - location
        loc_bar__minus_17_bar_26_bar_3_bar_30 - location
        loc_bar__minus_19_bar_17_bar_3_bar_30 - location
        loc_bar__minus_20_bar_17_bar_3_bar_30 - location
        loc_bar__minus_21_bar_16_bar_3_bar_30 - location
        loc_bar__minus_21_bar_20_bar_3_bar_30 - location
        loc_bar__minus_6_bar_24_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_9_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_9_bar_5_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 loc_bar__minus_14_bar_16_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 loc_bar__minus_17_bar_26_bar_3_bar_30)
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
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType RemoteControlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType RemoteControlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Box_bar__minus_02_dot_36_bar__plus_01_dot_17_bar__minus_01_dot_25 BoxType)
        (inReceptacle Box_bar__minus_02_dot_36_bar__plus_01_dot_17_bar__minus_01_dot_25 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35)
        (objectAtLocation Box_bar__minus_02_dot_36_bar__plus_01_dot_17_bar__minus_01_dot_25 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (pickupable Box_bar__minus_02_dot_36_bar__plus_01_dot_17_bar__minus_01_dot_25)
        (isReceptacleObject Box_bar__minus_02_dot_36_bar__plus_01_dot_17_bar__minus_01_dot_25)
        (objectType Box_bar__plus_02_dot_51_bar__plus_01_dot_19_bar__plus_00_dot_21 BoxType)
        (inReceptacle Box_bar__plus_02_dot_51_bar__plus_01_dot_19_bar__plus_00_dot_21 Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18)
        (objectAtLocation Box_bar__plus_02_dot_51_bar__plus_01_dot_19_bar__plus_00_dot_21 loc_bar__minus_11_bar_26_bar_0_bar_30)
        (pickupable Box_bar__plus_02_dot_51_bar__plus_01_dot_19_bar__plus_00_dot_21)
        (isReceptacleObject Box_bar__plus_02_dot_51_bar__plus_01_dot_19_bar__plus_00_dot_21)
        (objectType CreditCard_bar__plus_01_dot_37_bar__plus_00_dot_63_bar__plus_02_dot_08 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_37_bar__plus_00_dot_63_bar__plus_02_dot_08 Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18)
        (objectAtLocation CreditCard_bar__plus_01_dot_37_bar__plus_00_dot_63_bar__plus_02_dot_08 loc_bar__minus_16_bar_28_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_37_bar__plus_00_dot_63_bar__plus_02_dot_08)
        (objectType RemoteControl_bar__minus_02_dot_05_bar__plus_00_dot_56_bar__minus_00_dot_62 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_05_bar__plus_00_dot_56_bar__minus_00_dot_62 SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98)
        (objectAtLocation RemoteControl_bar__minus_02_dot_05_bar__plus_00_dot_56_bar__minus_00_dot_62 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_02_dot_05_bar__plus_00_dot_56_bar__minus_00_dot_62)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BoxType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
